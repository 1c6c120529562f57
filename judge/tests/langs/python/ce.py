def main(:
    print("Alice")
