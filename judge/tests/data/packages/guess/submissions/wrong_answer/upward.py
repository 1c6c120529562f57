# Guesses 1, 2, 3, ...: right only for the smallest heaps, out of guesses on the rest.
g = 1
while True:
    print(g, flush=True)
    if input() == "correct":
        break
    g += 1
