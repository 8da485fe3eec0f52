"""The URLs of the audiences still in the core app, each included by the root URLconf."""
