"""Drives `navlint repl` through a pseudo-terminal, as a person would type, and prints what the terminal showed.
Usage: pty_drive.py NAVLINT SCENE. Each step sends keys, then waits for a text to appear (or fails with exit 3)."""
import os, pty, select, sys, time

binary, scene = sys.argv[1], sys.argv[2]
pid, fd = pty.fork()
if pid == 0:
    os.execv(binary, [binary, "repl", scene])

seen = b""
def wait_for(text, timeout=10.0):
    global seen
    end = time.time() + timeout
    while text.encode() not in seen:
        left = end - time.time()
        if left <= 0:
            sys.stdout.write(seen.decode("utf-8", "replace"))
            sys.stdout.write("\nTIMEOUT waiting for %r\n" % text)
            sys.exit(3)
        ready, _, _ = select.select([fd], [], [], left)
        if ready:
            try:
                chunk = os.read(fd, 65536)
            except OSError:
                break
            if not chunk:
                break
            seen += chunk
    mark = seen.index(text.encode()) + len(text.encode())
    shown, seen = seen[:mark], seen[mark:]
    sys.stdout.write(shown.decode("utf-8", "replace"))

LEFT, HOME, END, UP = "\x1b[D", "\x1b[H", "\x1b[F", "\x1b[A"
def send(keys):
    os.write(fd, keys.encode())
    time.sleep(0.05)

wait_for("> ")
send("ta\t")                      # completes the command word
wait_for("tap ")
send("Apple P\t")                 # completes a title on screen, quoted
wait_for('"Apple Pie"')
send("\r")
wait_for("» pushed Apple Pie")
wait_for("> ")
send("bacc\x7fk\r")               # backspace fixes a typo
wait_for("» back from Apple Pie")
wait_for("> ")
send(UP + UP + "\r")              # two lines back in history: the tap again
wait_for("» pushed Apple Pie")
wait_for("> ")
send("ack" + HOME + "b" + END + "\r")   # home inserts at the start, end moves back
wait_for("» back from Apple Pie")
wait_for("> ")
send("garbage\x03")               # Ctrl-C cancels the line
wait_for("^C")
wait_for("> ")
send("set pa\t")                  # completes a state name
wait_for("set path ")
send("[Apple Pie, Pie C\t")       # completes a list item's value
wait_for('"Pie Crust"')
send("]\r")
wait_for("» set path to [Apple Pie, Pie Crust]")
wait_for("> ")
send("tap 1" + LEFT + LEFT + "\x04" + "\r")  # Ctrl-D on a non-empty line deletes under the cursor: "tap1"
wait_for("unknown command 'tap1'")
wait_for("> ")
send("back\rback\r")              # two lines pasted at once: both run
wait_for("» back from Pie Crust")
wait_for("» back from Apple Pie")
wait_for("> ")
os.write(fd, b"check\r\x03")       # Ctrl-C while a command runs cancels the command, not the REPL
time.sleep(0.5)
send("tap \"Apple Pie\"\r")
wait_for("» pushed Apple Pie")
wait_for("> ")
send("\x04")                      # Ctrl-D on an empty line ends the session
_, status = os.waitpid(pid, 0)
sys.stdout.write("\nEXIT %d\n" % os.waitstatus_to_exitcode(status))
