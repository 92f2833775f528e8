"""Which feature files the binding module hands to pytest-bdd, and binding them cheaply.

The binding module (``steps/test_features.py``) binds every feature this way::

    from facedown.binding import bind, feature_files

    for _feature in feature_files():
        bind(_feature, globals())

:func:`feature_files` returns only the files that parse and hold scenarios, so one broken
file cannot stop the others from running. Each file it leaves out (and each file with two
scenarios of the same name, which pytest-bdd would silently merge) is recorded as a
:class:`FeatureProblem`; :mod:`facedown.plugin` reports it as an ``error``.

Each file is read and parsed once: the Gherkin document the check parsed is what pytest-bdd's
own feature cache is given, so ``pytest_bdd.scenarios(path)`` (which a binding module may still
call instead of :func:`bind`) does not parse it again. :func:`bind` does what
``pytest_bdd.scenarios(path)`` does, in time linear in the number of scenarios: ``scenarios``
looks through every test already bound in the module each time it is called, so binding file
after file that way grows with the square of the suite.

The features directory is, in order: the one the running pytest session was given
(``--features DIR``, see :func:`activate`), the environment variable
``FACEDOWN_FEATURES_DIR``, :func:`facedown.suite.features_dir`.
"""

from __future__ import annotations

import contextlib
import os
import re
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from gherkin import parser as gherkin_parser
from gherkin.errors import CompositeParserException
from pytest_bdd.exceptions import GherkinParseError
from pytest_bdd.feature import features as parsed_features
from pytest_bdd.feature import get_feature
from pytest_bdd.gherkin_parser import GherkinDocument, get_gherkin_document
from pytest_bdd.parser import Feature, FeatureParser
from pytest_bdd.scenario import get_python_name_generator

from facedown import parsecache, suite
from facedown.execution import scenario_test
from facedown.results import first_line

#: Environment variable naming the features directory (overridden by ``--features``).
FEATURES_ENV = "FACEDOWN_FEATURES_DIR"


@dataclass(frozen=True, slots=True)
class FeatureProblem:
    """A feature file that cannot be run as written. ``path`` is absolute; ``line`` is 0 when
    the problem is not on one line. ``bound`` tells whether the file was still bound (its
    other scenarios run)."""

    path: Path
    message: str
    line: int = 0
    bound: bool = False


class _State:
    def __init__(self) -> None:
        self.features_dir: Path | None = None
        self.problems: dict[Path, FeatureProblem] = {}


_STATE = _State()


def activate(features_dir: Path | None) -> None:
    """Make ``features_dir`` the features directory of the running session (``None``: the
    default) and forget the problems of any earlier session."""
    _STATE.features_dir = features_dir.resolve() if features_dir is not None else None
    _STATE.problems = {}


def features_dir() -> Path:
    """The active features directory (see the module documentation)."""
    if _STATE.features_dir is not None:
        return _STATE.features_dir
    env = os.environ.get(FEATURES_ENV)
    if env:
        return Path(env).resolve()
    return suite.features_dir().resolve()


def problems() -> list[FeatureProblem]:
    """The problems found by :func:`feature_files` since the last :func:`activate`, by path."""
    return [_STATE.problems[path] for path in sorted(_STATE.problems)]


def _parse_message(message: str) -> str:
    """The useful part of a Gherkin parser message, on one line (the parser wraps its own
    errors as ``Unknown parsing error: Parser errors:`` followed by ``(line:col): what``)."""
    lines = [line.strip() for line in message.splitlines() if line.strip()]
    useful = [line for line in lines if not line.endswith("Parser errors:")] or lines
    return "; ".join(re.sub(r"^\(\d+:\d+\):\s*", "", line) for line in useful)


class _DocumentParser(FeatureParser):
    """pytest-bdd's feature parser, given the Gherkin document already parsed (so the file is
    read once)."""

    def __init__(self, path: Path, document: GherkinDocument) -> None:
        super().__init__(str(path.parent), path.name)
        self._document = document

    def _parse_feature_file(self) -> GherkinDocument:
        return self._document


def _parser_version() -> str:
    """What tells one installed Gherkin parser from another (its module file, as installed)."""
    module = Path(gherkin_parser.__file__ or "gherkin")
    with contextlib.suppress(OSError):
        return f"{module}:{module.stat().st_mtime_ns}"
    return str(module)


def _gherkin_document(path: Path) -> GherkinDocument:
    """The Gherkin document of ``path``, as :func:`pytest_bdd.gherkin_parser.get_gherkin_document`
    makes it (and with its errors), parsed only when the file changed since a run parsed it
    (:mod:`facedown.parsecache`)."""
    text = path.read_text(encoding="utf-8")
    try:
        data = parsecache.parsed(
            "gherkin", _parser_version(), str(path), text, lambda text: gherkin_parser.Parser().parse(text)
        )
    except CompositeParserException:
        return get_gherkin_document(str(path))  # raises pytest-bdd's own error for the file
    return GherkinDocument.from_dict(data)


def _check(path: Path) -> FeatureProblem | None:
    """Parse ``path`` the way pytest-bdd does and leave the result in pytest-bdd's feature
    cache; say what keeps it from being bound."""
    try:
        document = _gherkin_document(path)
        feature = _DocumentParser(path, document).parse()
    except GherkinParseError as exc:
        return FeatureProblem(path, f"malformed feature file: {_parse_message(exc.message)}", exc.line)
    except OSError as exc:
        return FeatureProblem(path, f"unreadable feature file: {exc.strerror or exc}")
    except KeyError:  # the Gherkin parser's answer to a file without a feature
        return FeatureProblem(path, "malformed feature file: no 'Feature:' line")
    except Exception as exc:
        detail = first_line(str(exc))
        return FeatureProblem(
            path, f"malformed feature file: {type(exc).__name__}{': ' + detail if detail else ''}"
        )
    if not feature.scenarios:
        return FeatureProblem(path, "feature file holds no scenario")
    parsed_features[feature.filename] = feature
    return _duplicate_names(path, document)


def _duplicate_names(path: Path, document: GherkinDocument) -> FeatureProblem | None:
    names: list[tuple[str, int]] = []
    for child in document.feature.children:
        if child.scenario is not None:
            names.append((child.scenario.name, child.scenario.location.line))
        elif child.rule is not None:
            for grandchild in child.rule.children:
                if grandchild.scenario is not None:
                    names.append((grandchild.scenario.name, grandchild.scenario.location.line))
    counts = Counter(name for name, _ in names)
    for name, count in counts.items():
        if count > 1:
            lines = [line for other, line in names if other == name]
            return FeatureProblem(
                path,
                f"{count} scenarios are named {name!r} (lines {', '.join(map(str, lines))}); "
                "only the last one runs -- scenario names must be unique within a file",
                lines[0],
                bound=True,
            )
    return None


def feature_files() -> list[str]:
    """Absolute paths of the ``.feature`` files under :func:`features_dir` (recursively, sorted)
    that parse and hold at least one scenario. The others are recorded (see :func:`problems`)."""
    root = features_dir()
    found: list[str] = []
    for path in sorted(root.rglob("*.feature")):
        problem = _check(path)
        if problem is not None:
            _STATE.problems[path] = problem
            if not problem.bound:
                continue
        found.append(str(path))
    return found


def bind(path: str, namespace: dict[str, object]) -> None:
    """Bind every scenario of the feature file ``path`` (absolute) into ``namespace`` (a binding
    module's ``globals()``) as a test function (:func:`facedown.execution.scenario_test`) named as
    ``pytest_bdd.scenarios`` names it (``test_<scenario name>``, then ``_1``, ``_2``... when that
    name is taken)."""
    base, name = os.path.split(path)
    feature: Feature = get_feature(base, name)
    for scenario_name, template in feature.scenarios.items():
        test = scenario_test(feature, template)
        for test_name in get_python_name_generator(scenario_name):
            if test_name not in namespace:
                namespace[test_name] = test
                break
