blocks = []
while True:
    blocks.append(b"x" * (1 << 20))
