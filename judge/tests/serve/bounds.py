#!/usr/bin/python3
"""The client side of bounds.sh: one hostile client, with raw sockets
from a loopback address of its choice, and well-behaved ones from others.
Prints one "what: result" line per check; bounds.sh compares them.
Usage: bounds.py PORT PHASE, PHASE one of:
  connections  600 idle connections from 127.0.0.1 (more than the server's
               connections in all), then a page from 127.0.0.1 and 127.0.0.2
  feeds        event feeds from 127.0.0.1, 127.0.0.2, 127.0.0.3 until refused,
               then a page from 127.0.0.4 (the server runs with 4 a address, 6 in all)
  slow         headers sent one line every 0.3 s, a body one byte every 0.3 s
               (the server's deadline is 2 s), and an event feed kept 5 s beside them
No check asserts a time: a client that is not cut within 60 lines (18 s) reports
"not cut", whatever the machine's load."""
import socket
import sys
import threading
import time

port, phase = int(sys.argv[1]), sys.argv[2]
FEED = "/api/contests/http-test/event-feed"


def connect(src):
    s = socket.socket()
    s.bind((src, 0))
    s.settimeout(20)
    s.connect(("127.0.0.1", port))
    return s


def get(src, path="/login"):
    """The status of one GET from src, or what went wrong instead."""
    try:
        s = connect(src)
        s.sendall(f"GET {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".encode())
        head = s.recv(64)
        s.close()
        return head.split(b" ")[1].decode() if head.startswith(b"HTTP/") else "closed"
    except ConnectionError:
        return "closed"  # a connection refused at once is closed, or reset when it had sent its request
    except socket.timeout as e:
        return type(e).__name__


def open_feed(src):
    """A feed's status, and its socket left open when it is 200."""
    s = connect(src)
    s.sendall(f"GET {FEED} HTTP/1.1\r\nHost: x\r\n\r\n".encode())
    head = b""
    while b"\r\n\r\n" not in head:
        chunk = s.recv(4096)
        if not chunk:
            return "closed", None
        head += chunk
    status = head.split(b" ")[1].decode()
    retry = b"\r\nretry-after:" in head.lower()
    if status != "200":
        s.close()
        return status + (" retry-after" if retry else ""), None
    return status, s


def cut_while(s, lines):
    """Sends lines one every 0.3 s: 'cut' when the server closes the connection, else 'not cut'."""
    for line in lines:
        try:
            s.sendall(line)
        except OSError:
            return "cut"
        s.settimeout(0.3)
        try:
            data = s.recv(4096)
            if not data or data.startswith(b"HTTP/1.1 408"):
                return "cut"
        except socket.timeout:
            pass
        except OSError:
            return "cut"
    return "not cut"


def connections():
    held = []
    for _ in range(600):
        try:
            held.append(connect("127.0.0.1"))
        except OSError:
            break
    time.sleep(0.5)  # let the server accept (or refuse) them all
    print("a page from the address holding 600 connections:", get("127.0.0.1"))
    print("a page from another address:", get("127.0.0.2"))
    for s in held:
        s.close()


def feeds():
    held = []
    for src, n in (("127.0.0.1", 5), ("127.0.0.2", 2), ("127.0.0.3", 1)):
        got = []
        for _ in range(n):
            status, s = open_feed(src)
            got.append(status)
            if s:
                held.append(s)
        print(f"feeds from {src}:", ",".join(got))
    print("a page while the feeds are held:", get("127.0.0.4"))
    for s in held:
        s.close()
    time.sleep(1)  # the feeds notice their clients left at their next write (a keep-alive or news)
    status, s = open_feed("127.0.0.1")
    print("a feed once the others closed:", status)


def slow():
    out = {}

    def headers():
        s = connect("127.0.0.1")
        lines = [b"GET /login HTTP/1.1\r\n"] + [b"X-Slow: %d\r\n" % i for i in range(60)]
        out["headers"] = cut_while(s, lines)

    def body():
        s = connect("127.0.0.2")
        s.sendall(b"POST /login HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\n"
                  b"Content-Length: 1000\r\n\r\n")
        out["body"] = cut_while(s, [b"a"] * 60)

    def feed():
        status, s = open_feed("127.0.0.3")
        if not s:
            out["feed"] = status
            return
        s.settimeout(0.2)
        end = time.monotonic() + 5
        out["feed"] = "open"
        while time.monotonic() < end:
            try:
                if not s.recv(4096):
                    out["feed"] = "cut"
                    break
            except socket.timeout:
                pass
        s.close()

    ts = [threading.Thread(target=f) for f in (headers, body, feed)]
    for t in ts:
        t.start()
    for t in ts:
        t.join()
    print("headers trickled one line at a time:", out["headers"])
    print("a body trickled one byte at a time:", out["body"])
    print("an event feed past the deadline:", out["feed"])
    print("a page after them:", get("127.0.0.4"))


{"connections": connections, "feeds": feeds, "slow": slow}[phase]()
