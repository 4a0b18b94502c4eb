// The benchmark's floor: a Swift executable that only imports Foundation and prints a line,
// built the same way as the CLIs, so `make bench` can compare start-up and exit costs.
import Foundation

print("hello from \(ProcessInfo.processInfo.processName)")
