import Workbench

print("patterns: being written")
