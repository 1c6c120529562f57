import threading, time
ts = []
while True:
    t = threading.Thread(target=time.sleep, args=(100,))
    t.start()
    ts.append(t)
