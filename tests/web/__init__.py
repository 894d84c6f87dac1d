"""Tests of the browser front end (`brass serve`, extra brass[web])."""
