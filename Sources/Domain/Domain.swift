// Placeholder: Domain is being written.
