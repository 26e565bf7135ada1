// Placeholder: the MVC module is being written (see its issue).
