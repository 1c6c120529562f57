# poj2484 with a pool of eight threads: each answers its share of the
# inputs. Threads are allowed; each gets a stack of the memory limit that it
# reserves, not uses.
import sys
import threading

ns = []
for line in sys.stdin:
    n = int(line)
    if n == 0:
        break
    ns.append(n)
answers = [None] * len(ns)


def work(k):
    for i in range(k, len(ns), 8):
        answers[i] = "Alice" if ns[i] <= 2 else "Bob"


pool = [threading.Thread(target=work, args=(k,)) for k in range(8)]
for t in pool:
    t.start()
for t in pool:
    t.join()
sys.stdout.write("".join(a + "\n" for a in answers))
