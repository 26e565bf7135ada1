// Placeholder: the Scenarios module is being written (see its issue).
