"""Browser glue shared by every Python page: readiness, notices, saved progress.

Thin on purpose: it moves data between the DOM / localStorage and plain modules
(progress, piquet_core) that are tested in CPython.
"""

from pyscript import document, window

import progress as progress_mod


def ready(text=None):
    """Python is ready: hide the loading indicator and tell tests and CSS via <body>."""
    status = document.getElementById("py-status")
    if status:
        if text:
            status.querySelector(".py-status__text").textContent = text
        status.hidden = True
    document.body.setAttribute("data-python", "ready")


def failed(text):
    """Say honestly that something did not work (the page stays readable)."""
    status = document.getElementById("py-status")
    if status:
        status.hidden = False
        status.classList.add("py-status--failed")
        status.querySelector(".py-status__text").textContent = text
    document.body.setAttribute("data-python", "failed")


def notice(text):
    box = document.getElementById("progress-notice")
    if box:
        box.textContent = text
        box.hidden = False


def _storage_get(key):
    try:
        return window.localStorage.getItem(key)
    except Exception:
        return None


def _storage_set(key, value):
    try:
        window.localStorage.setItem(key, value)
        return True
    except Exception:
        return False


def load_progress():
    """The saved progress; corrupt saved data is reset, saved back, and a notice shown."""
    text = _storage_get(progress_mod.STORAGE_KEY)
    progress, problem = progress_mod.load(text)
    if problem:
        _storage_set(progress_mod.STORAGE_KEY, progress.dump())
        notice(problem)
    return progress


def save_progress(progress):
    if not _storage_set(progress_mod.STORAGE_KEY, progress.dump()):
        notice("Your progress could not be saved in this browser (storage is blocked or full).")


def elements(root, selector):
    """querySelectorAll as a Python list."""
    found = root.querySelectorAll(selector)
    return [found.item(index) for index in range(found.length)]
