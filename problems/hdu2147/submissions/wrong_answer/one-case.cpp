// Multi-case slip: answers the first board only and stops.
#include <iostream>

int main()
{
    int n, m;
    if (std::cin >> n >> m && (n || m))
        std::cout << ((n % 2 && m % 2) ? "What a pity!" : "Wonderful!") << '\n';
    return 0;
}
