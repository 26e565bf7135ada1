// Placeholder: the MVP module is being written (see its issue).
