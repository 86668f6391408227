function g = global_demo()
% A global emptied here and grown by a callee.
global SHARED_LOG
SHARED_LOG = [];
log_value(3);
log_value(7);
g = SHARED_LOG;
end
