// Placeholder: the Reactive module is being written (see its issue).
