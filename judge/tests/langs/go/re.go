package main

import "os"

func main() {
	var a []int
	println(a[len(os.Args)+4])
}
