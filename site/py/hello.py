"""The benchmark baseline: a bare PyScript + MicroPython page that only says hello."""

from pyscript import document

document.getElementById("out").textContent = "Hello from MicroPython"
document.body.setAttribute("data-python", "ready")
