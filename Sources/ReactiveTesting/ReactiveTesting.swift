// Placeholder: the ReactiveTesting module is being written (see its issue).
