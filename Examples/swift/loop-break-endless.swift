// An endless loop stops at the statement's work limit with its error
var tries = 0
while true {
    tries += 1
}
print(tries)
