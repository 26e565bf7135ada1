// Placeholder: the MVVM module is being written (see its issue).
