# A second input validator, in Python: judged in place, not imported.
import sys
sys.exit(42)
