function log_value(v)
% Appends v to the global log.
global SHARED_LOG
SHARED_LOG(end + 1) = v;
end
