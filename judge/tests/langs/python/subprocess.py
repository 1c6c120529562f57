import subprocess
print(subprocess.run(["/usr/bin/python3.11", "-c", "print(1)"], capture_output=True).stdout)
