# One integer n, 1 <= n <= 10^18, alone on its line.
import re
import sys

text = sys.stdin.read()
ok = re.fullmatch(r"[1-9][0-9]*\n", text) is not None and int(text) <= 10**18
sys.exit(42 if ok else 43)
