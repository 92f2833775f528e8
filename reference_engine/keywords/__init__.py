"""Keyword abilities with rules of their own: ward (702.21), disguise (702.168), morph (702.37)."""
