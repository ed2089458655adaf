import os
import sys

# The repository root, so that ``import piquet_core`` works however pytest is started.
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)
