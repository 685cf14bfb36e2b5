print("alertlab")
