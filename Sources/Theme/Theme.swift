// Placeholder: the Theme module is being written (see its issue).
