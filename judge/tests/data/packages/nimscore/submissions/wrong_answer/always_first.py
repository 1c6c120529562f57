input()
input()
print("first")
