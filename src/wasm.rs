//! The JavaScript facade.
