package main

import "fmt"

func main() {
	x := uint64(1)
	for x != 0 {
		x = x*6364136223846793005 + 1
	}
	fmt.Println(x)
}
