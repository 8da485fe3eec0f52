"""What every audience's pages share: the view decorators that find the night and check the
role, the refusal middleware, permissions, logging in and out, the link-token URL converter."""
