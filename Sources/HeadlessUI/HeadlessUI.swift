// Placeholder: the HeadlessUI module is being written (see its issue).
