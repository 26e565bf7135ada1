import Reactive

print("reactive-benchmark: being written")
