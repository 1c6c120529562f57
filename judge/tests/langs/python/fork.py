import os
pid = os.fork()
print("forked", pid)
