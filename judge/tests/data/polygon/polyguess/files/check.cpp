// Polygon's checker after the interactor: it would read the interactor's output. Not run by this judge (noted).
int main() { return 0; }
