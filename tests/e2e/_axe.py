"""axe-core in the page, for the accessibility checks of every end-to-end test file."""

from pathlib import Path

AXE = Path(__file__).resolve().parents[2] / "node_modules" / "axe-core" / "axe.min.js"


def axe_violations(page):
    """The serious and critical axe violations on ``page`` as (rule, impact, first targets).
    axe is injected as a script tag, so the page's context needs ``bypass_csp=True``."""
    if not page.evaluate("typeof window.axe !== 'undefined'"):
        page.add_script_tag(path=str(AXE))
    result = page.evaluate("async () => await axe.run(document, {resultTypes: ['violations']})")
    assert result["testEngine"]["name"] == "axe-core"
    return [(v["id"], v["impact"], [n["target"] for n in v["nodes"]][:3])
            for v in result["violations"] if v["impact"] in ("serious", "critical")]
