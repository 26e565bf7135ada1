// Placeholder: the ReactiveUI module is being written (see its issue).
