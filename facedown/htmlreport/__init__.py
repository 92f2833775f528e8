"""``facedown report``: a static HTML site and a Markdown summary built from ``report.json`` files.

* :mod:`facedown.htmlreport.load` reads and validates the reports (:func:`load_report`);
* :mod:`facedown.htmlreport.model` joins them with the atom catalog (:func:`build_overview`);
* :mod:`facedown.htmlreport.site` renders the site with the package's Jinja2 templates (:func:`write_site`);
* :mod:`facedown.htmlreport.markdown` renders the summary (:func:`render_markdown`);
* :mod:`facedown.htmlreport.cli` is the command (``add_report_command(subparsers)``).

This package imports nothing on import, so registering the command stays cheap. See docs/html-report.md.
"""
