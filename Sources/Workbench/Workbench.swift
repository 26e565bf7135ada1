// Placeholder: the Workbench module is being written (see its issue).
