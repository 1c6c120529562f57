#!/usr/bin/python3
"""judge serve behind Debian's nginx with TLS, as docs/coach.md configures it:
a self-signed certificate (openssl req), nginx on a free port of 127.0.0.1
with a plain proxy_pass (which rewrites Host to the server's own address) in
front of `judge serve --url https://127.0.0.1:PORT/`. In headless Chromium,
over https only: the jury logs in and starts the clock, a team logs in (the
Origin check compares with --url, not with the rewritten Host), its session
cookie is Secure and HttpOnly, it submits an accepted solution by upload and
sees AC. The rate limits count the address nginx saw (X-Forwarded-For).
Skipped (77) without root, the browser (scripts/setup --browser), nginx or
openssl. Usage: proxy.py JUDGE ROOT"""
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time

sys.dont_write_bytecode = True  # no __pycache__ left in the source tree
sys.path.insert(0, os.path.dirname(__file__))
from serve_browser import browser, check, log_in, root, start, start_clock, submit, verdict  # noqa: E402

nginx = shutil.which("nginx") or ("/usr/sbin/nginx" if os.path.exists("/usr/sbin/nginx") else None)
if not nginx or not shutil.which("openssl"):
    print("skipped: no nginx or openssl (scripts/setup --browser)")
    sys.exit(77)

# The server block of docs/coach.md, with this test's paths and ports.
CONF = """daemon off;
worker_processes 1;
pid {tmp}/nginx.pid;
error_log {tmp}/nginx-error.log;
events {{ worker_connections 256; }}
http {{
    access_log off;
    client_body_temp_path {tmp}/ngtmp/body;
    proxy_temp_path {tmp}/ngtmp/proxy;
    fastcgi_temp_path {tmp}/ngtmp/fastcgi;
    uwsgi_temp_path {tmp}/ngtmp/uwsgi;
    scgi_temp_path {tmp}/ngtmp/scgi;
    server {{
        listen 127.0.0.1:{port} ssl;
        ssl_certificate {tmp}/cert.pem;
        ssl_certificate_key {tmp}/key.pem;
        client_max_body_size 2m;
        location / {{
            proxy_pass http://127.0.0.1:{judge_port};
            proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
            proxy_buffering off;
            proxy_read_timeout 1h;
        }}
    }}
}}
"""


def free_port():
    """A port free now on 127.0.0.1 (nginx takes it a moment later)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def nginx_start(tmp, port, judge_port):
    """nginx in front of judge serve, with a certificate made here; the process, once it answers."""
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", "-subj", "/CN=127.0.0.1",
                    "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", tmp + "/key.pem", "-out", tmp + "/cert.pem"],
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.makedirs(tmp + "/ngtmp")
    os.chmod(tmp + "/ngtmp", 0o777)  # nginx's worker runs as nobody
    with open(tmp + "/nginx.conf", "w") as f:
        f.write(CONF.format(tmp=tmp, port=port, judge_port=judge_port))
    proc = subprocess.Popen([nginx, "-c", tmp + "/nginx.conf", "-p", tmp], stderr=subprocess.PIPE)
    for _ in range(100):
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            return proc
        except OSError:
            time.sleep(0.1)
    proc.kill()
    sys.exit("FAIL: nginx did not start: %s" % open(tmp + "/nginx-error.log").read())


def main(d, base):
    log_in(d, base, "jury", acc["jury"])
    check(d.current_url == base + "/jury", "the jury logs in through nginx: " + d.current_url)
    start_clock(d)
    log_in(d, base, "team01", acc["team01"])
    check(d.current_url == base + "/", "team01 logs in through nginx: " + d.current_url)
    sid = [c for c in d.get_cookies() if c["name"] == "sid"]
    check(len(sid) == 1 and sid[0].get("secure") and sid[0].get("httpOnly"),
          "the session cookie is Secure and HttpOnly: %s" % sid)
    sub = os.path.join(root, "problems/hdu1850/submissions/accepted/xor_compare.c")
    submit(d, base, "hdu1850", upload=sub)
    check(d.current_url == base + "/submissions/1", "team01's submission page, over https: " + d.current_url)
    check(verdict(d) == "AC", "team01 sees AC")


tmp = tempfile.mkdtemp()
port = free_port()
base = "https://127.0.0.1:%d" % port
proc, direct, acc = start(tmp, problems="hdu1850", args=["--url", base + "/"])
ng = nginx_start(tmp, port, int(direct.rsplit(":", 1)[1]))
d = browser(args=["--ignore-certificate-errors"])
try:
    main(d, base)
finally:
    d.quit()
    ng.terminate()
    ng.wait(timeout=30)
    proc.terminate()
    _, err = proc.communicate(timeout=30)
    check(not err, "judge serve said nothing on stderr: %r" % err[:300])
    shutil.rmtree(tmp, ignore_errors=True)
import serve_browser  # noqa: E402
print("ok" if not serve_browser.failures else "%d failed" % serve_browser.failures)
sys.exit(1 if serve_browser.failures else 0)
