package main

func main() { x := "Alice" }
