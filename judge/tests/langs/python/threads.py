import threading, time
# Daemon threads: when the process count stops the next start (RuntimeError),
# the program ends at once instead of waiting for its sleepers until the wall limit.
ts = []
while True:
    t = threading.Thread(target=time.sleep, args=(100,), daemon=True)
    t.start()
    ts.append(t)
