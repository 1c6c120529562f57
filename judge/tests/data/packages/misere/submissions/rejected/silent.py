# Prints nothing: a folder our problems have no equivalent of.
