function drv_shared_state()
% State changed behind the caller's back: variables shared with a nested function, called
% directly and through a handle given to another function, and a global a callee assigns.
total = counter_demo(4);
fprintf('counter total %d\n', total);
g = global_demo();
fprintf('global holds %d values, last %d\n', numel(g), g(end));
end
